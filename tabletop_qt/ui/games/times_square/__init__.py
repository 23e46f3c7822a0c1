"""Times Square on the screen."""
