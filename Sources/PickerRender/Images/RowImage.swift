/// A row's icon as read from its PNG, keeping each size it has been scaled to: the rows that
/// share an icon (a signal strength, a lock) scale it once, not once for every row built.
final class RowImage {
    private struct Size: Hashable {
        var width: Int
        var height: Int
    }

    let image: RGBAImage
    /// One entry per size the layouts asked for (a plain row's, a rich row's, a horizontal item's).
    private var scaled: [Size: [UInt32]] = [:]

    init(_ image: RGBAImage) {
        self.image = image
    }

    var width: Int { image.width }
    var height: Int { image.height }

    /// Premultiplied `0xAARRGGBB` pixels at `width` x `height` (`RGBAImage.premultipliedScaled`).
    func premultiplied(width: Int, height: Int) -> [UInt32] {
        let size = Size(width: width, height: height)
        if let pixels = scaled[size] { return pixels }
        let pixels = image.premultipliedScaled(toWidth: width, height: height)
        scaled[size] = pixels
        return pixels
    }
}
