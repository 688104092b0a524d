import PickerCore

/// Rendered rows, keyed by what makes them look different: text, image, font
/// (regular or highlight) and the room they were fitted into. Scrolling never
/// calls FreeType for a row already seen; hours and minutes share "00"…"23".
///
/// Bounded by bytes: when full, sprites not drawn in the current frame are dropped. A sprite no
/// frame drew for `keptDenseFrames` keeps its coverage as runs (`CoverageRuns`), a half to a third
/// of the room, and is unpacked when a frame draws it again: the 1080p time picker holds 120
/// sprites, of which a frame draws a tenth.
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
             columnLeading: ColumnLeading, columnStack: ColumnStack?, columnAlignment: Alignment = .center, struck: Bool = false,
             highlighted: Bool, crossRoomPx: Int) {
            self.text = text
            self.highlighted = highlighted
            self.crossRoomPx = crossRoomPx
            let layout = Layout(imagePath: imagePath, parts: parts, trailingIconPlace: trailingIconPlace,
                                columnLeading: columnLeading, columnStack: columnStack, columnAlignment: columnAlignment, struck: struck)
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
        /// Where a rich row that spans its column puts its text (`RichRowContent.columnAlignment`).
        var columnAlignment = Alignment.center
        /// A disabled row's title struck through.
        var struck = false
    }

    let byteBudget: Int
    /// The sprites by what they show; each knows the last frame that drew it (`RowSprite.lastUsedFrame`).
    private var entries: [Key: RowSprite] = [:]
    private var bytes = 0
    private(set) var frame = 0
    /// The sprites whose coverage is unpacked, to be packed once no frame has drawn them for
    /// `keptDenseFrames`; a frame looks at these few, not at every sprite the cache holds.
    private var unpacked: [RowSprite] = []
    /// Frames a sprite stays unpacked after the last that drew it: a drag that turns back finds
    /// its rows as they were; a row that passed out of view costs one packing and one unpacking.
    static let keptDenseFrames = 2
    /// Sprites built (cache misses); tests use it to prove scrolling reuses rows.
    private(set) var builtCount = 0
    /// Sprites whose coverage is kept as runs; tests use it to prove rows out of view are packed.
    var packedCount: Int { entries.values.filter(\.isPacked).count }

    init(byteBudget: Int) {
        self.byteBudget = byteBudget
    }

    /// Starts a frame: the sprites no frame drew for `keptDenseFrames` are packed.
    mutating func beginFrame() {
        frame += 1
        let stale = frame - RowCache.keptDenseFrames
        unpacked.removeAll { sprite in
            guard sprite.lastUsedFrame < stale else { return false }
            sprite.pack()
            return true
        }
    }

    /// Marks `sprite` drawn in this frame, its coverage unpacked for the painter. A sprite that a
    /// column's memo handed out (no look-up here) must be marked too.
    mutating func use(_ sprite: RowSprite) {
        guard sprite.lastUsedFrame != frame else { return }
        if sprite.lastUsedFrame < frame - RowCache.keptDenseFrames {
            sprite.unpack()
            unpacked.append(sprite)
        }
        sprite.lastUsedFrame = frame
    }

    mutating func sprite(_ key: Key, build: () -> RowSprite) -> RowSprite {
        if let sprite = entries[key] {
            use(sprite)
            return sprite
        }
        let sprite = build()
        sprite.lastUsedFrame = frame
        unpacked.append(sprite)
        builtCount += 1
        if bytes + sprite.byteCount > byteBudget { evictStale() }
        entries[key] = sprite
        bytes += sprite.byteCount
        return sprite
    }

    private mutating func evictStale() {
        for (key, sprite) in entries where sprite.lastUsedFrame != frame {
            bytes -= sprite.byteCount
            entries[key] = nil
        }
    }
}
