print("scan-benchmark: not written yet")
