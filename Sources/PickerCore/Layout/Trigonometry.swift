/// Sine and cosine for the wheel projection. The core links no C library,
/// so these are Taylor series on |x| ≤ π/2 (the only angles a wheel shows),
/// accurate to about 1e-12 there, and the same on every machine.
enum Trigonometry {
    static let pi = 3.141_592_653_589_793

    static func sin(_ x: Double) -> Double {
        let x2 = x * x
        var term = x
        var sum = x
        for n in stride(from: 2, through: 26, by: 2) {
            term *= -x2 / Double(n * (n + 1))
            sum += term
        }
        return sum
    }

    static func cos(_ x: Double) -> Double {
        let x2 = x * x
        var term = 1.0
        var sum = 1.0
        for n in stride(from: 1, through: 25, by: 2) {
            term *= -x2 / Double(n * (n + 1))
            sum += term
        }
        return sum
    }
}
