"""«Научиться играть»: the guided first match (lessons, tutor, scene)."""
