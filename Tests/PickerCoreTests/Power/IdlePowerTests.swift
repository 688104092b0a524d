import Testing
@testable import PickerCore

/// The idle state machine on a manual clock (seconds as µs).
@Suite struct IdlePowerTests {
    static func power(dim: Int? = 10, off: Int? = 30) -> IdlePower {
        var settings = PowerConfig()
        settings.dimAfterSeconds = dim
        settings.offAfterSeconds = off
        return IdlePower(settings: settings, startUs: 0)
    }

    static func s(_ seconds: Double) -> Int64 { Int64(seconds * 1_000_000) }
    static func touch(_ phase: TouchEvent.Phase, id: Int = 0) -> InputEvent {
        .touch(TouchEvent(phase: phase, id: id, x: Fixed(100), y: Fixed(100)))
    }

    @Test func idleDimsThenTurnsOffAtTheConfiguredTimesAndNotBefore() {
        var power = Self.power()
        #expect(power.advance(toUs: Self.s(9.999)) == nil)
        #expect(power.nextDeadlineUs(afterUs: Self.s(9.999)) == Self.s(10))
        #expect(power.advance(toUs: Self.s(10)) == PowerChange(timeUs: Self.s(10), from: .awake, to: .dimmed))
        #expect(power.nextDeadlineUs(afterUs: Self.s(10)) == Self.s(30))
        #expect(power.advance(toUs: Self.s(29)) == nil)
        #expect(power.advance(toUs: Self.s(30)) == PowerChange(timeUs: Self.s(30), from: .dimmed, to: .off))
        #expect(power.state == .off)
        // Off with nothing left to wait for: no timer at all.
        #expect(power.nextDeadlineUs(afterUs: Self.s(30)) == nil)
    }

    @Test func withoutPowerSettingsThePanelStaysAwakeAndNeedsNoTimer() {
        var power = Self.power(dim: nil, off: nil)
        #expect(power.nextDeadlineUs(afterUs: 0) == nil)
        #expect(power.advance(toUs: Self.s(86_400)) == nil)
        #expect(power.state == .awake)
    }

    @Test func inputWhileAwakeOrDimmedGoesThroughAndRestartsTheIdleTime() {
        var power = Self.power()
        #expect(power.admit(.key(.down), atUs: Self.s(5)) == (.deliver, nil))
        #expect(power.nextDeadlineUs(afterUs: Self.s(5)) == Self.s(15))
        _ = power.advance(toUs: Self.s(15))
        #expect(power.state == .dimmed)
        let (admission, change) = power.admit(.encoder(delta: 1), atUs: Self.s(16))
        #expect(admission == .deliver)
        #expect(change == PowerChange(timeUs: Self.s(16), from: .dimmed, to: .awake))
        #expect(power.nextDeadlineUs(afterUs: Self.s(16)) == Self.s(26))
    }

    @Test func theTouchThatWakesTheDisplayIsSwallowedDownToItsRelease() {
        var power = Self.power()
        _ = power.advance(toUs: Self.s(40))
        let (down, change) = power.admit(Self.touch(.down), atUs: Self.s(41))
        #expect(down == .swallow)
        #expect(change == PowerChange(timeUs: Self.s(41), from: .off, to: .awake))
        #expect(power.admit(Self.touch(.move), atUs: Self.s(41.1)).0 == .swallow)
        // Another finger landing on the lit panel is seen.
        #expect(power.admit(Self.touch(.down, id: 1), atUs: Self.s(41.2)).0 == .deliver)
        #expect(power.admit(Self.touch(.up), atUs: Self.s(41.3)).0 == .swallow)
        // The next touch of the same finger is a new one.
        #expect(power.admit(Self.touch(.down), atUs: Self.s(42)).0 == .deliver)
    }

    @Test(arguments: [InputEvent.key(.enter), .encoder(delta: 3)])
    func aKeyOrEncoderStepThatWakesTheDisplayIsSwallowed(input: InputEvent) {
        var power = Self.power()
        _ = power.advance(toUs: Self.s(30))
        #expect(power.admit(input, atUs: Self.s(31)).0 == .swallow)
        #expect(power.state == .awake)
        #expect(power.admit(input, atUs: Self.s(32)).0 == .deliver)
    }

    @Test func aProgrammaticSelectNeitherWakesNorRestartsTheIdleTime() {
        var power = Self.power()
        _ = power.advance(toUs: Self.s(30))
        #expect(power.admit(.select(column: 0, row: 3, animated: true), atUs: Self.s(31)) == (.deliver, nil))
        #expect(power.state == .off)
    }

    @Test func sleepTurnsTheDisplayOffUntilWakeOrInput() {
        var power = Self.power(dim: nil, off: nil)
        #expect(power.sleep(atUs: Self.s(1)) == PowerChange(timeUs: Self.s(1), from: .awake, to: .off))
        #expect(power.advance(toUs: Self.s(100)) == nil)
        #expect(power.wake(atUs: Self.s(101)) == PowerChange(timeUs: Self.s(101), from: .off, to: .awake))
        _ = power.sleep(atUs: Self.s(102))
        #expect(power.admit(.key(.down), atUs: Self.s(103)).0 == .swallow)
        #expect(power.state == .awake)
    }

    @Test func theCountdownRunsWhileDarkAndThePanelWakesForItsLastSeconds() {
        var power = Self.power(dim: 10, off: 20)
        var flow = ConfirmFlow(settings: { var c = ConfirmConfig(); c.timeoutSeconds = 60; return c }(), startUs: 0)
        #expect(power.countdown(deadlineUs: flow.deadlineUs, atUs: 0) == nil)
        _ = power.advance(toUs: Self.s(20))
        #expect(power.state == .off)
        #expect(flow.advance(toUs: Self.s(50)) == .none)
        #expect(power.nextDeadlineUs(afterUs: Self.s(20)) == Self.s(55))
        #expect(power.advance(toUs: Self.s(55)) == PowerChange(timeUs: Self.s(55), from: .off, to: .awake))
        #expect(flow.countdownText(atUs: Self.s(55)) == "5")
        #expect(power.advance(toUs: Self.s(59.9)) == nil)
        #expect(flow.advance(toUs: Self.s(60)) == .confirm)
        // The countdown is over: its confirm is activity, and the panel shows it (trial 50 saw a
        // daemon go dark 16.7 ms after its countdown confirmed), then dims and darkens as after input.
        #expect(power.countdown(deadlineUs: flow.deadlineUs, atUs: Self.s(60)) == nil)
        #expect(power.advance(toUs: Self.s(60.017)) == nil)
        #expect(power.nextDeadlineUs(afterUs: Self.s(60.017)) == Self.s(70))
        #expect(power.advance(toUs: Self.s(70)) == PowerChange(timeUs: Self.s(70), from: .awake, to: .dimmed))
        #expect(power.advance(toUs: Self.s(80)) == PowerChange(timeUs: Self.s(80), from: .dimmed, to: .off))
        // A countdown that ends before it lights the panel (the picker was disabled in the dark) is none.
        var dark = Self.power(dim: nil, off: 20)
        _ = dark.countdown(deadlineUs: Self.s(60), atUs: 0)
        _ = dark.advance(toUs: Self.s(30))
        #expect(dark.countdown(deadlineUs: nil, atUs: Self.s(30)) == nil && dark.state == .off)
    }

    /// Trial 53: a host's `sleep()` in a countdown's last seconds was dropped, the panel lit on. A
    /// sleep within them holds; one before them is lit over by the countdown, as before.
    @Test func aSleepInTheCountdownsLastSecondsHolds() {
        var power = Self.power(dim: nil, off: nil)
        _ = power.countdown(deadlineUs: Self.s(30), atUs: 0)
        _ = power.sleep(atUs: Self.s(10))
        #expect(power.state == .off)
        #expect(power.advance(toUs: Self.s(25)) == PowerChange(timeUs: Self.s(25), from: .off, to: .awake), "the countdown lights a panel slept before")
        #expect(power.sleep(atUs: Self.s(27)) == PowerChange(timeUs: Self.s(27), from: .awake, to: .off))
        #expect(power.advance(toUs: Self.s(29)) == nil, "the host's word on its last seconds")
    }
}
