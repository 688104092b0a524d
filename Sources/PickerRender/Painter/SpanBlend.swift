/// The inner loops: one scanline of a row sprite blended into an XRGB8888 frame.
///
/// A sprite line is sampled across with bilinear filtering at a 16.16 start and step
/// (the wheel shrinks far rows across), or copied straight when the step is one
/// whole pixel. `stepWords` walks the frame: 1 for a row of pixels, the stride in
/// words for a column of pixels (horizontal pickers).
enum SpanBlend {
    /// `d` moved towards `c` by `a256`/256, all four channels: red and blue in one multiply, alpha and
    /// green in another. Colours whose top byte is 0 (XRGB) keep it 0; premultiplied ARGB blends its alpha too.
    @inline(__always) static func mix(_ d: UInt32, _ c: UInt32, _ a256: UInt32) -> UInt32 {
        let inverse = 256 &- a256
        // In steps with their types, as in `lerp`: a type checker gives up on the alpha-green line written whole.
        let dAG: UInt32 = (d >> 8) & 0xFF00FF, cAG: UInt32 = (c >> 8) & 0xFF00FF
        let rb: UInt32 = (((d & 0xFF00FF) &* inverse &+ (c & 0xFF00FF) &* a256) >> 8) & 0xFF00FF
        let ag: UInt32 = ((dAG &* inverse &+ cAG &* a256) >> 8) & 0xFF00FF
        return rb | ag << 8
    }

    /// Premultiplied `0xAARRGGBB` `p` at opacity `alpha256`/256 over `d`, keeping the bits `keep` says:
    /// all four channels for a premultiplied ARGB target, the colour's 24 for XRGB.
    @inline(__always) static func over(_ d: UInt32, _ p: UInt32, _ alpha256: UInt32, keep: UInt32) -> UInt32 {
        let a = ((p >> 24) &* alpha256) >> 8
        let inverse = 256 &- a
        let dAG: UInt32 = (d >> 8) & 0xFF00FF, pAG: UInt32 = (p >> 8) & 0xFF00FF
        let rb: UInt32 = (((d & 0xFF00FF) &* inverse) >> 8 & 0xFF00FF) &+ (((p & 0xFF00FF) &* alpha256) >> 8 & 0xFF00FF)
        let ag: UInt32 = ((dAG &* inverse) >> 8 & 0xFF00FF) &+ ((pAG &* alpha256) >> 8 & 0xFF00FF)
        return (rb | ag << 8) & keep
    }

    /// Blends `count` frame pixels with `color`, coverage sampled from `line` starting at `k16`.
    /// Every tap (`k` and `k + 1` of a sample at `k`) must be readable, and zero outside the ink,
    /// so that the loop needs no bounds checks.
    @inline(__always) static func coverage(
        _ line: UnsafePointer<UInt8>, k16 start: Int, step16: Int,
        into target: UnsafeMutablePointer<UInt32>, stepWords: Int, count: Int,
        color: UInt32, alpha256: UInt32
    ) {
        var pixel = target
        if step16 == 65536 && start & 0xFFFF == 0 {
            var k = start >> 16
            for _ in 0..<count {
                let value = UInt32(line[k])
                if value != 0 {
                    let a = ((value &+ (value >> 7)) &* alpha256) >> 8
                    pixel.pointee = mix(pixel.pointee, color, a)
                }
                k += 1
                pixel += stepWords
            }
            return
        }
        var k16 = start
        for _ in 0..<count {
            let k = k16 >> 16
            let left = UInt32(line[k]), right = UInt32(line[k + 1])
            // Most samples between and inside the letters have two empty taps.
            if left | right != 0 {
                let f = UInt32(truncatingIfNeeded: (k16 >> 8) & 255)
                let value = (left &* (256 &- f) &+ right &* f) >> 8
                if value != 0 {
                    let a = ((value &+ (value >> 7)) &* alpha256) >> 8
                    pixel.pointee = mix(pixel.pointee, color, a)
                }
            }
            k16 &+= step16
            pixel += stepWords
        }
    }

    /// Blends `count` frame pixels with premultiplied image pixels sampled from `line`.
    @inline(__always) static func image(
        _ line: UnsafePointer<UInt32>, ink: Range<Int>, k16 start: Int, step16: Int,
        into target: UnsafeMutablePointer<UInt32>, stepWords: Int, count: Int, alpha256: UInt32, keep: UInt32
    ) {
        var pixel = target
        var k16 = start
        for _ in 0..<count {
            let k = k16 >> 16, f = UInt32(truncatingIfNeeded: (k16 >> 8) & 255)
            let left: UInt32 = k >= ink.lowerBound && k < ink.upperBound ? line[k] : 0
            let right: UInt32 = k + 1 >= ink.lowerBound && k + 1 < ink.upperBound ? line[k + 1] : 0
            let value = lerp(left, right, f)
            if value != 0 { pixel.pointee = over(pixel.pointee, value, alpha256, keep: keep) }
            k16 += step16
            pixel += stepWords
        }
    }

    /// Per-channel linear interpolation of two premultiplied ARGB words, `f`/256 of the way to `b`.
    @inline(__always) static func lerp(_ a: UInt32, _ b: UInt32, _ f: UInt32) -> UInt32 {
        if f == 0 { return a }
        let inverse = 256 &- f
        // In steps with their types: Swift 6.0 gives up type-checking the alpha-green line written whole.
        let aRB: UInt32 = a & 0xFF00FF, bRB: UInt32 = b & 0xFF00FF
        let aAG: UInt32 = (a >> 8) & 0xFF00FF, bAG: UInt32 = (b >> 8) & 0xFF00FF
        let rb: UInt32 = ((aRB &* inverse &+ bRB &* f) >> 8) & 0xFF00FF
        let ag: UInt32 = ((aAG &* inverse &+ bAG &* f) >> 8) & 0xFF00FF
        return rb | ag << 8
    }
}
