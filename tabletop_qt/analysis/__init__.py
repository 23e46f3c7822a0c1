"""Teaching from the search: what the hard bots' search measures of a decision, a hint for the seat to move, and
the analysis of a finished game move by move. Plain Python, never Qt (the worker process runs all of it).

- ``measure.py``: one search from one seat's view (its information set only), every weighed move's visits and
  estimated win chance, and the move played measured on its own when the search hardly looked at it.
- ``grading.py``: the thresholds that call a move an inaccuracy, a mistake or a blunder.
- ``game.py``: a finished game's record, replayed, and one measure per decision of a seat.
- ``store.py``: analyses kept beside the history records, so each is computed once.
"""
