import PanelPicker
import PickerTestSupport
import Testing

/// A picker running for months: what it keeps per frame must not pile up.
@Suite struct MemorySoakTests {
    // picker-soak counts malloc's bytes in a process of its own (this one runs other tests
    // meanwhile). A million frames take minutes in a debug build; the million is measured in
    // release (picker-soak/main.swift says how). Here 8,000 frames after its warm-up of 1,000: the per-frame
    // list the summary replaced grew from 8 KiB to 128 KiB over them.
    @Test func aPickerTakingInputEveryFrameKeepsItsHeapTheSameSize() throws {
        let binary = try #require(siblingExecutable("picker-soak"))
        let child = try ChildProcess(binary, ["8000"])
        child.wait()
        #expect(child.exitCode == 0, "\(child.output)")
        let line = child.output
        #expect(line.contains("input-to-screen samples: 9000"), "every frame carried input and was measured: \(line)")
        let grown = try #require(line.split(separator: " ").dropFirst(6).first.flatMap { Int($0) }, "\(line)")
        #expect(grown < 1024, "\(line)")
    }

    @Test func theSummaryGivesTheMedianAndMaximumEverySampleKeptWouldGive() {
        var summary = LatencySummary()
        #expect(summary.medianUs == nil && summary.maxUs == nil)
        // Deterministic spread over 0-30 ms, with an odd and then an even count.
        var samples: [Int64] = []
        var state: UInt64 = 12345
        for _ in 0..<1001 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            samples.append(Int64(state >> 33) % 30_000)
        }
        for count in [1001, 1000] {
            summary = LatencySummary()
            for sample in samples.prefix(count) { summary.add(sample) }
            let sorted = samples.prefix(count).sorted()
            let medianUs = try! #require(summary.medianUs)
            // The log prints tenths of a millisecond, rounded: the summary's median prints the same.
            #expect((medianUs + 50) / 100 == (sorted[count / 2] + 50) / 100)
            #expect(summary.maxUs == sorted.last)
            #expect(summary.count == count)
        }
    }

    @Test func timesPastTheRangeShareTheLastBucketAndKeepTheirMaximum() {
        var summary = LatencySummary()
        for us: Int64 in [5_000_000, 7_000_000, 100] { summary.add(us) }
        #expect(summary.medianUs == LatencySummary.rangeUs)
        #expect(summary.maxUs == 7_000_000)
    }
}
