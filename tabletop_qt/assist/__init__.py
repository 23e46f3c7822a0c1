"""The window's side of hints and analyses: a worker process of its own (not the hard bots': a long analysis must
never hold up a bot's move), driven from a thread of its own, so the GUI thread only sends and receives signals."""
