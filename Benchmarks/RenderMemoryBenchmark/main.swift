print("render-memory-benchmark: not written yet")
