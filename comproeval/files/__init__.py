"""Files a run reads and writes: strict input reading (`inputs`), item files read and validated (`items`), the record
schema, atomic result storage, the output lock."""
