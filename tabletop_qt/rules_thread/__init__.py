"""The Qt rules thread around a plain Table: TableWorker (worker.py, a QObject in the "rules" QThread) and the
components it owns (autosave, answer clock, hard bots' thinking, history), TableController (controller.py, its
GUI-thread handle) and SearchService (the hard bots' worker process). table/ below stays plain Python."""
