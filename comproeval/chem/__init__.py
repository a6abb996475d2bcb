"""Chemistry the rules judge reasons with: formulas, compounds, units, values, methods, techniques, steps."""
