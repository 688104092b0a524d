/// Two reusable lines (coverage and image) for blending sprite lines, so the
/// inner loop never allocates. Grows to the longest sprite line seen.
final class ScratchLines {
    private(set) var coverage: UnsafeMutablePointer<UInt8>
    private(set) var image: UnsafeMutablePointer<UInt32>
    private var capacity: Int

    init() {
        capacity = 256
        coverage = .allocate(capacity: capacity)
        image = .allocate(capacity: capacity)
    }

    func reserve(_ length: Int) {
        guard length > capacity else { return }
        coverage.deallocate()
        image.deallocate()
        capacity = length
        coverage = .allocate(capacity: length)
        image = .allocate(capacity: length)
    }

    deinit {
        coverage.deallocate()
        image.deallocate()
    }
}
