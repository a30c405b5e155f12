import PanelCore
import Testing

@Suite struct DiscreteStopsTests {
    @Test func filtersDeduplicatesAndSorts() {
        let stops = DiscreteStops([10, 1, .nan, 0, 1, .infinity, -.infinity, 10])
        #expect(stops.values == [0, 1, 10])
        #expect(DiscreteStops([-0.0, 0]).values == [0])
    }

    @Test func equalSpacingWhateverTheValues() {
        // The seed's example: [0, 1, 10] places 1 in the centre, not a tenth of the way.
        let stops = DiscreteStops([0, 1, 10])
        #expect(stops.position(ofStopAt: 0) == 0)
        #expect(stops.position(ofStopAt: 1) == 0.5)
        #expect(stops.position(ofStopAt: 2) == 1)
        #expect(stops.position(for: 1) == 0.5)
        let five = DiscreteStops([0.5, 1, 1.25, 1.5, 2])
        #expect((0..<5).map { five.position(ofStopAt: $0) } == [0, 0.25, 0.5, 0.75, 1])
    }

    @Test func nearestStopForAnyValue() {
        let stops = DiscreteStops([0, 1, 10])
        #expect(stops.nearest(to: -5) == 0)
        #expect(stops.nearest(to: 0.4) == 0)
        #expect(stops.nearest(to: 0.5) == 0)  // a tie goes to the lower stop
        #expect(stops.nearest(to: 0.6) == 1)
        #expect(stops.nearest(to: 5.5) == 1)  // tie between 1 and 10
        #expect(stops.nearest(to: 5.6) == 10)
        #expect(stops.nearest(to: 1e9) == 10)
        #expect(stops.nearest(to: .nan) == nil)
    }

    @Test func rightToLeftMirrorsTheMapping() {
        let stops = DiscreteStops([1, 2, 3])
        #expect(stops.position(ofStopAt: 0, direction: .rightToLeft) == 1)
        #expect(stops.position(ofStopAt: 2, direction: .rightToLeft) == 0)
        #expect(stops.value(atPosition: 0.1, direction: .rightToLeft) == 3)
        #expect(stops.value(atPosition: 0.1) == 1)
        #expect(stops.value(atPosition: 0.74) == 2)
        #expect(stops.value(atPosition: 0.76) == 3)
        #expect(stops.value(atPosition: -3) == 1)
        #expect(stops.value(atPosition: 7) == 3)
    }

    @Test func fallbacksFollowTheSeed() {
        // No valid stop: the bound value becomes the sole fallback stop.
        let none = DiscreteStops([.nan, .infinity])
        #expect(none.isEmpty)
        #expect(none.nearest(to: 3) == nil)
        let fallback = none.resolved(current: 3)
        #expect(fallback.values == [3])
        #expect(fallback.isStatic)
        #expect(none.resolved(current: .nan).values == [0])
        // Valid stops are kept as they are.
        #expect(DiscreteStops([1, 2]).resolved(current: 7).values == [1, 2])
        // One stop: a static value at the start of the rail.
        let one = DiscreteStops([4])
        #expect(one.position(ofStopAt: 0) == 0)
        #expect(one.position(ofStopAt: 0, direction: .rightToLeft) == 1)
        #expect(one.nearest(to: 100) == 4)
        #expect(one.value(atPosition: 0.9) == 4)
    }
}
