import PickerCore

/// Rendered rows, keyed by what makes them look different: text, image, font
/// (regular or highlight) and the room they were fitted into. Scrolling never
/// calls FreeType for a row already seen; hours and minutes share "00"…"23".
///
/// Bounded by bytes: when full, sprites not drawn in the current frame are dropped.
struct RowCache {
    struct Key: Hashable {
        var text: String
        var highlighted: Bool
        var crossRoomPx: Int
        /// The rest of what sets a row apart, behind one reference (`Look` is indirect) and none for a
        /// plain row. Inline, it made each bucket of the table 272 bytes, not 56: 68 KiB for the 1080p
        /// time picker's 120 sprites (256 buckets), though every one of their rests was the default.
        var look: Look

        init(text: String, imagePath: String?, parts: RowParts, trailingIconPlace: TrailingIconPlace?,
             columnLeading: ColumnLeading, columnStack: ColumnStack?, highlighted: Bool, crossRoomPx: Int) {
            self.text = text
            self.highlighted = highlighted
            self.crossRoomPx = crossRoomPx
            let layout = Layout(imagePath: imagePath, parts: parts, trailingIconPlace: trailingIconPlace,
                                columnLeading: columnLeading, columnStack: columnStack)
            look = layout == Layout() ? .plain : .laidOut(layout)
        }
    }

    indirect enum Look: Hashable {
        /// A text alone, in a column that keeps no places.
        case plain
        case laidOut(Layout)
    }

    struct Layout: Hashable {
        var imagePath: String?
        var parts = RowParts()
        var trailingIconPlace: TrailingIconPlace?
        var columnLeading = ColumnLeading()
        var columnStack: ColumnStack?
    }

    private struct Entry {
        var sprite: RowSprite
        var lastFrame: Int
    }

    let byteBudget: Int
    private var entries: [Key: Entry] = [:]
    private var bytes = 0
    private var frame = 0
    /// Sprites built (cache misses); tests use it to prove scrolling reuses rows.
    private(set) var builtCount = 0

    init(byteBudget: Int) {
        self.byteBudget = byteBudget
    }

    mutating func beginFrame() { frame += 1 }

    mutating func sprite(_ key: Key, build: () -> RowSprite) -> RowSprite {
        if let entry = entries[key] {
            if entry.lastFrame != frame { entries[key]?.lastFrame = frame }
            return entry.sprite
        }
        let sprite = build()
        builtCount += 1
        if bytes + sprite.byteCount > byteBudget { evictStale() }
        entries[key] = Entry(sprite: sprite, lastFrame: frame)
        bytes += sprite.byteCount
        return sprite
    }

    private mutating func evictStale() {
        for (key, entry) in entries where entry.lastFrame != frame {
            bytes -= entry.sprite.byteCount
            entries[key] = nil
        }
    }
}
