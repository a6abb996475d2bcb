"""comproeval: judge materials-science extractions against expert ground truth."""
