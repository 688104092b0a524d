import CFriBidi
import PickerCore

/// The embedding level of each code point of one paragraph (UAX #9 rules P2–I1 and
/// L1 through FriBidi): even levels run left to right, odd ones right to left.
struct BidiLevels {
    let levels: [UInt8]
    /// The paragraph's own direction: given, or from its first strong character.
    let isRightToLeft: Bool

    init(_ text: [UInt32], direction: TextDirection) {
        // Without a right-to-left letter (R, AL), an Arabic number (AN) or an explicit embedding,
        // override or isolate, a paragraph that is not forced right to left is level 0 throughout:
        // its first strong character (if any) is L, so numbers resolve to L (rule W7) and neutrals
        // to the paragraph's direction (N1, N2). Nothing below U+0590 is any of those, so most
        // rows, and their ellipsis (U+2026), never reach FriBidi's resolution.
        if direction != .rtl, !text.contains(where: { $0 >= 0x0590 && BidiLevels.mayRunRightToLeft($0) }) {
            self.init(levels: [UInt8](repeating: 0, count: text.count), isRightToLeft: false)
        } else {
            self.init(resolving: text, direction: direction)
        }
    }

    private init(levels: [UInt8], isRightToLeft: Bool) {
        self.levels = levels
        self.isRightToLeft = isRightToLeft
    }

    /// FriBidi's resolution of the paragraph, whatever it holds.
    init(resolving text: [UInt32], direction: TextDirection) {
        var base: FriBidiParType
        switch direction {
        case .auto: base = FRIBIDI_PAR_ON
        case .ltr: base = FRIBIDI_PAR_LTR
        case .rtl: base = FRIBIDI_PAR_RTL
        }
        let count = Int32(text.count)
        var types = [FriBidiCharType](repeating: FRIBIDI_TYPE_ON, count: text.count)
        var brackets = [FriBidiBracketType](repeating: 0, count: text.count)
        var resolved = [FriBidiLevel](repeating: 0, count: text.count)
        let succeeded = text.withUnsafeBufferPointer { text in
            fribidi_get_bidi_types(text.baseAddress, count, &types)
            fribidi_get_bracket_types(text.baseAddress, count, types, &brackets)
            return fribidi_get_par_embedding_levels_ex(types, brackets, count, &base, &resolved) != 0
        }
        // FriBidi fails only when it cannot allocate; a left-to-right row is then still readable.
        levels = succeeded ? resolved.map { UInt8(bitPattern: $0) } : [UInt8](repeating: 0, count: text.count)
        isRightToLeft = succeeded && base == FRIBIDI_PAR_RTL
    }

    /// Whether the first strong character of `text` (L, or R and AL) is left to right; false with none.
    static func firstStrongIsLeftToRight(_ text: String) -> Bool {
        for scalar in text.unicodeScalars {
            let type = fribidi_get_bidi_type(scalar.value)
            if type == FRIBIDI_TYPE_LTR { return true }
            if type == FRIBIDI_TYPE_RTL || type == FRIBIDI_TYPE_AL { return false }
        }
        return false
    }

    /// Whether a code point is one of the bidi types that can raise a level in a left-to-right paragraph.
    static func mayRunRightToLeft(_ codePoint: UInt32) -> Bool {
        // FriBidi's type masks (fribidi-bidi-types.h): R, AL, RLE, RLO and RLI carry MASK_RTL; AL and AN
        // MASK_ARABIC; LRE, RLE, LRO, RLO and PDF MASK_EXPLICIT; LRI, RLI, FSI and PDI MASK_ISOLATE.
        let masks = UInt32(FRIBIDI_MASK_RTL | FRIBIDI_MASK_ARABIC | FRIBIDI_MASK_EXPLICIT | FRIBIDI_MASK_ISOLATE)
        return UInt32(truncatingIfNeeded: fribidi_get_bidi_type(codePoint).rawValue) & masks != 0
    }
}
