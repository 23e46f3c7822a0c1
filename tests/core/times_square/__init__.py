"""Times Square rules tests. A package so its module names cannot clash with other games' tests of the same name."""
