"""The score pad: keeping the Kozel score of a game played with real tiles on a real table."""
