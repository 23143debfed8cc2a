"""The pygame-ce front end of «Домино Козёл»: scenes, table, sprites, sounds."""
