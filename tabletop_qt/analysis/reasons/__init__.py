"""Each game's explainer (analysis/explain.py): reason kinds computed from views, and their sentences."""
