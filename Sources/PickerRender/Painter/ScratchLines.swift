/// Reusable lines for blending sprite lines, so the inner loop never allocates.
/// Grows to the longest sprite line seen.
final class ScratchLines {
    /// Blended coverage, readable from index -1 through `capacity`: the bilinear taps
    /// one pixel beyond a line's ink need no bounds checks.
    private(set) var coverage: UnsafeMutablePointer<UInt8>
    /// All zero, `capacity` words long: stands in for a sprite line outside the stored lines,
    /// of coverage (`zeros`) or of image pixels (`zeroWords`).
    private(set) var zeroWords: UnsafePointer<UInt32>
    private(set) var image: UnsafeMutablePointer<UInt32>
    private var capacity: Int

    var zeros: UnsafePointer<UInt8> { UnsafeRawPointer(zeroWords).assumingMemoryBound(to: UInt8.self) }

    init() {
        capacity = 256
        (coverage, zeroWords, image) = ScratchLines.allocate(capacity)
    }

    func reserve(_ length: Int) {
        guard length > capacity else { return }
        deallocate()
        capacity = length
        (coverage, zeroWords, image) = ScratchLines.allocate(length)
    }

    private static func allocate(_ capacity: Int) -> (UnsafeMutablePointer<UInt8>, UnsafePointer<UInt32>, UnsafeMutablePointer<UInt32>) {
        let coverage = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity + 2)
        let zeros = UnsafeMutablePointer<UInt32>.allocate(capacity: capacity)
        zeros.initialize(repeating: 0, count: capacity)
        return (coverage + 1, UnsafePointer(zeros), .allocate(capacity: capacity))
    }

    private func deallocate() {
        (coverage - 1).deallocate()
        zeroWords.deallocate()
        image.deallocate()
    }

    deinit { deallocate() }
}
