import PickerSystem

/// The row images a renderer decoded, by the identity of the file each came from (device,
/// inode, size, modification time), never by how a path was spelt: one file named many ways is
/// decoded once. Held within a byte budget: past it, the images used longest ago are dropped,
/// and a row that needs one again reads it again.
final class ImageStore {
    private struct Entry {
        var image: RowImage
        var bytes: Int
        var lastUse: Int
    }

    let byteBudget: Int
    private var entries: [FileIdentity: Entry] = [:]
    private var uses = 0
    /// The decoded bytes held (RGBA and premultiplied pixels of each image).
    private(set) var bytes = 0

    init(byteBudget: Int) {
        self.byteBudget = byteBudget
    }

    func image(for identity: FileIdentity) -> RowImage? {
        guard entries[identity] != nil else { return nil }
        uses += 1
        entries[identity]?.lastUse = uses
        return entries[identity]?.image
    }

    /// Keeps `image`, then drops the images used longest ago until the store is within its
    /// budget again; the one just kept stays, so a single image larger than the budget is held alone.
    func insert(_ image: RowImage, for identity: FileIdentity) {
        uses += 1
        // Its RGBA pixels and the premultiplied words a sprite at its own size needs.
        let size = image.width * image.height * 8
        if let old = entries.updateValue(Entry(image: image, bytes: size, lastUse: uses), forKey: identity) { bytes -= old.bytes }
        bytes += size
        while bytes > byteBudget, let oldest = entries.filter({ $0.key != identity }).min(by: { $0.value.lastUse < $1.value.lastUse }) {
            bytes -= oldest.value.bytes
            entries[oldest.key] = nil
        }
    }

    /// Drops every image whose file is not in `kept`.
    func keep(only kept: Set<FileIdentity>) {
        for (identity, entry) in entries where !kept.contains(identity) {
            bytes -= entry.bytes
            entries[identity] = nil
        }
    }

    var count: Int { entries.count }
}
