"""The table's parts: drawing, input, motion, the score sheet, the summary screens."""
