import Glibc

// Filled by the renderer issue: frame render times as ratios to a memcpy of the same frame.
print("picker-bench: no benchmarks yet")
try benchmarkControlRoundTrip()
