import PickerSystem
import Testing
@testable import PickerRender

/// Row images are held within a byte budget (issue 33, finding 2).
@Suite struct ImageStoreTests {
    func image(_ side: Int) -> RowImage {
        RowImage(RGBAImage(width: side, height: side, pixels: [UInt8](repeating: 0, count: side * side * 4)))
    }

    func identity(_ inode: UInt64) -> FileIdentity {
        FileIdentity(device: 1, inode: inode, size: 100, modifiedNs: 0)
    }

    @Test func theImagesUsedLongestAgoAreDroppedToStayWithinTheBudget() {
        // Each 32x32 image counts 8 KiB (its RGBA and premultiplied pixels): three fit in 24 KiB.
        let store = ImageStore(byteBudget: 24 << 10)
        for inode: UInt64 in 1...3 { store.insert(image(32), for: identity(inode)) }
        #expect(store.count == 3 && store.bytes == 24 << 10)
        _ = store.image(for: identity(1))
        store.insert(image(32), for: identity(4))
        #expect(store.bytes <= store.byteBudget)
        #expect(store.image(for: identity(2)) == nil, "used longest ago")
        #expect(store.image(for: identity(1)) != nil && store.image(for: identity(3)) != nil && store.image(for: identity(4)) != nil)
    }

    @Test func anImageLargerThanTheBudgetIsHeldAlone() {
        let store = ImageStore(byteBudget: 24 << 10)
        store.insert(image(32), for: identity(1))
        store.insert(image(64), for: identity(2))
        #expect(store.count == 1 && store.image(for: identity(2)) != nil)
    }

    @Test func anotherFileAtTheSamePathIsAnotherEntry() {
        let store = ImageStore(byteBudget: 1 << 20)
        store.insert(image(8), for: FileIdentity(device: 1, inode: 7, size: 100, modifiedNs: 1))
        #expect(store.image(for: FileIdentity(device: 1, inode: 7, size: 100, modifiedNs: 2)) == nil, "rewritten since")
    }
}
