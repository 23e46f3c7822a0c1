"""The Qt rules thread around a plain Table: TableWorker (a QObject in the "rules" QThread) and TableController
(its GUI-thread handle), the hard bots' side of it and SearchService (the hard bots' worker process). table/ below
stays plain Python; history is written from here."""
