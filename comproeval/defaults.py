"""Defaults, choices and names the CLI shows before anything heavy is imported; every module takes them from here."""

DEFAULT_OUTPUT_FILE = "agentic_evaluation_result.json"
DEFAULT_MAX_CONCURRENCY = 8
SCORING_MODES = ("reference", "strict")
JUDGE_BACKENDS = ("rules", "llm", "hybrid")

# The sections of a record (docs/scoring.md §1) and the nodes of the item graph that judge them.
COMPOSITION, SYNTHESIS = "composition_data", "synthesis_data"
# The fields of each section (docs/scoring.md §1), in the order their weights are listed and summed (§4).
COMPOSITION_VALUES, PROPERTY_UNIT, FAMILY = "compositions_property_values", "property_unit", "family"
METHOD, PRECURSORS, TECHNIQUES, STEPS = "method", "precursors", "characterization_techniques", "steps"
COMPOSITION_FIELDS = (COMPOSITION_VALUES, PROPERTY_UNIT, FAMILY)
SYNTHESIS_FIELDS = (METHOD, PRECURSORS, TECHNIQUES, STEPS)
# The fields judged as one entry, and those judged item by item (docs/scoring.md §2).
SCALAR_FIELDS = {COMPOSITION: (PROPERTY_UNIT, FAMILY), SYNTHESIS: (METHOD,)}
LIST_FIELDS = (PRECURSORS, TECHNIQUES)
# The classification metrics of an item and of a result (docs/scoring.md §3, §5): the counts, the ratios, the two blocks.
TRUE_POSITIVES, FALSE_POSITIVES, FALSE_NEGATIVES = "true_positives", "false_positives", "false_negatives"
PRECISION, RECALL, F1_SCORE = "precision", "recall", "f1_score"
COUNTS = (TRUE_POSITIVES, FALSE_POSITIVES, FALSE_NEGATIVES)
RATIOS = (PRECISION, RECALL, F1_SCORE)
ABSOLUTE_METRICS, NORMALIZED_METRICS = "absolute_classification_metrics", "normalized_classification_metrics"
METRIC_BLOCKS = (ABSOLUTE_METRICS, NORMALIZED_METRICS)
# The keys of a result (docs/scoring.md §1, §5): its top level, then each item's.
ITEM_RESULTS, TOTAL_ITEMS = "item_results", "total_items"
OVERALL_ACCURACY, COMPOSITION_ACCURACY, SYNTHESIS_ACCURACY = "overall_accuracy", "overall_composition_accuracy", "overall_synthesis_accuracy"
ACCURACIES = (OVERALL_ACCURACY, COMPOSITION_ACCURACY, SYNTHESIS_ACCURACY)
FIELD_SCORES, OVERALL_SCORE, DETAILS = "field_scores", "overall_score", "details"
ROUTER, COMPOSITION_JUDGE, SYNTHESIS_JUDGE, RECONCILER, SCORER = "router", "composition_judge", "synthesis_judge", "reconciler", "scorer"
JUDGE_NODES = (COMPOSITION_JUDGE, SYNTHESIS_JUDGE)
JUDGE_OF_SECTION = {COMPOSITION: COMPOSITION_JUDGE, SYNTHESIS: SYNTHESIS_JUDGE}
LLM_NODES = (*JUDGE_NODES, RECONCILER)

# The `judge` of a section an LLM could not judge, which the rules judged instead.
FALLBACK_JUDGE = "rules-fallback"
# The prefix of the reconciler's note for each LLM verdict the rules disproved (run_info counts them).
EVIDENCE_NOTE = "evidence: "
# The bootstrap of `report`, `compare` and `plot` (here, not in report/stats.py: the CLI's parser must not load numpy).
DEFAULT_RESAMPLES = 2000
DEFAULT_SEED = 20240611
DEFAULT_LEVEL = 0.95
