"""Review with a person in the loop: the question node, its graph, and the session that stores decisions as gold labels."""
