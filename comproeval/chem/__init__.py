"""Chemistry the rules judge reasons with: formulas, compounds, units, values, methods, techniques, steps.

Layout: `text` (the one text normaliser and the input limits: `too_long`,
`too_many`), `formula/` (composition keys and families), `compounds/`
(precursors), `steps/` (synthesis steps), `unit_reading` and `units` (reading
and comparing units), `values`, `methods`, `techniques`, `alignment` (one-to-one pairing of lists) and `tolerance`
(value-error thresholds and synthesis tolerances); curated lexicons in `data/`.
"""
