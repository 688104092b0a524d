import PickerCore
import Testing
@testable import PickerInput

@Suite struct TouchIdMapTests {
    static func touch(_ phase: TouchEvent.Phase, _ id: Int) -> TouchEvent {
        TouchEvent(phase: phase, id: id, x: .zero, y: .zero)
    }

    @Test func fingersOnTwoDevicesGetDistinctIdsThatAreReused() {
        var map = TouchIdMap()
        let steps: [(device: Int, phase: TouchEvent.Phase, local: Int, want: Int?)] = [
            (0, .down, 0, 0),
            (1, .down, 0, 1),
            (0, .down, 3, 2),
            (1, .move, 0, 1),
            (0, .up, 0, 0),
            (1, .down, 5, 0),
            (0, .cancel, 3, 2),
            (0, .move, 3, nil),
            (1, .up, 9, nil),
        ]
        for step in steps {
            #expect(map.map(TouchIdMapTests.touch(step.phase, step.local), device: step.device)?.id == step.want, "\(step)")
        }
    }
}
