import PickerCore
import Testing
@testable import PickerDisplay

@Suite struct BufferAgesTests {
    let bounds = Rect(x: 0, y: 0, width: 100, height: 50)

    @Test func aBufferNeverDrawnIsStaleEverywhere() {
        let ages = BufferAges(bufferCount: 2, bounds: bounds)
        #expect(ages.staleDamage(of: 0) == [bounds])
        #expect(ages.age(of: 1) == 0)
    }

    @Test func alternatingBuffersEachMissTheOthersLastFrame() {
        var ages = BufferAges(bufferCount: 2, bounds: bounds)
        let a = Rect(x: 0, y: 0, width: 10, height: 10), b = Rect(x: 20, y: 20, width: 5, height: 5)
        ages.drew(buffer: 0, damage: [bounds])
        ages.drew(buffer: 1, damage: [a])
        #expect(ages.age(of: 0) == 2)
        #expect(ages.staleDamage(of: 0) == [a])
        ages.drew(buffer: 0, damage: [b])
        #expect(ages.staleDamage(of: 1) == [b])
        #expect(ages.staleDamage(of: 0) == [])
    }

    @Test func damageIsClippedToTheBuffer() {
        var ages = BufferAges(bufferCount: 2, bounds: bounds)
        ages.drew(buffer: 0, damage: [bounds])
        ages.drew(buffer: 1, damage: [Rect(x: 90, y: 40, width: 30, height: 30), Rect(x: 200, y: 0, width: 5, height: 5)])
        #expect(ages.staleDamage(of: 0) == [Rect(x: 90, y: 40, width: 10, height: 10)])
    }

    @Test func aBufferOlderThanTheHistoryIsStaleEverywhere() {
        var ages = BufferAges(bufferCount: 2, bounds: bounds)
        ages.drew(buffer: 0, damage: [bounds])
        for _ in 0..<3 { ages.drew(buffer: 1, damage: [Rect(x: 1, y: 1, width: 1, height: 1)]) }
        #expect(ages.staleDamage(of: 0) == [bounds])
    }
}
