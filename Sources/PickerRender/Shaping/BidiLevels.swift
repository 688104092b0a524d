import CFriBidi
import PickerCore

/// The embedding level of each code point of one paragraph (UAX #9 rules P2–I1 and
/// L1 through FriBidi): even levels run left to right, odd ones right to left.
struct BidiLevels {
    let levels: [UInt8]
    /// The paragraph's own direction: given, or from its first strong character.
    let isRightToLeft: Bool

    init(_ text: [UInt32], direction: TextDirection) {
        // Nothing below U+0590 (Hebrew) is right-to-left or a bidi control, so a left-to-right
        // paragraph of such text is level 0 throughout; most rows never reach FriBidi.
        if direction != .rtl, !text.contains(where: { $0 >= 0x0590 }) {
            levels = [UInt8](repeating: 0, count: text.count)
            isRightToLeft = false
            return
        }
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
}
