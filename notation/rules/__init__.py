"""The laws of the game: legal plays, rencontres, marking, and the switchable conventions."""
