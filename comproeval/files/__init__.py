"""Files a run reads and writes: input validation (`inputs`), the record schema, atomic result storage, the output lock."""
