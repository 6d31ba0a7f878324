"""The lessons' side of the studio that needs no Qt.

It holds the spaced-repetition scheduler and the archive's progress store (:mod:`studio.review.scheduler`)."""
