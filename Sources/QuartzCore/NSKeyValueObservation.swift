import Foundation

// Covers key-value observing in Swift's block form, `observe(_:options:changeHandler:)` with
// `.new`, `.old` and `.initial`, returning an `NSKeyValueObservation` that observes until it is
// invalidated or released, on layers (CALayer) and views (UIView). Without the Objective-C
// runtime no setter can be swizzled: the layer's and view's own setters announce each change
// (`KeyValueObservations.changed(_:)`), and each observation compares its key path's value with
// the last it saw, so a handler runs once per change (not for a set to the same value). Absent:
// the string form (`addObserver(_:forKeyPath:…)`), `.prior` (a clear error: there is no moment
// before a change to report), and observing objects of other classes (no `observe` on them).

/// What an observation reports.
public struct NSKeyValueObservingOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let new = NSKeyValueObservingOptions(rawValue: 1)
    public static let old = NSKeyValueObservingOptions(rawValue: 2)
    public static let initial = NSKeyValueObservingOptions(rawValue: 4)
    public static let prior = NSKeyValueObservingOptions(rawValue: 8)
}

/// Kinds of change (properties here change by setting).
public enum NSKeyValueChange: UInt, Sendable { case setting = 1, insertion, removal, replacement }

/// One change as the handler sees it (`newValue`/`oldValue` are filled when asked for in the options).
public struct NSKeyValueObservedChange<Value> {
    public typealias Kind = NSKeyValueChange
    public let kind: Kind
    public let newValue: Value?
    public let oldValue: Value?
    public let indexes: IndexSet?
    public let isPrior: Bool
}

/// A running observation: it ends at `invalidate()` or when released, as Foundation's.
open class NSKeyValueObservation: NSObject {
    fileprivate var check: (() -> Void)?
    fileprivate weak var object: AnyObject?

    /// Stops the observation.
    open func invalidate() {
        check = nil
        if let object { KeyValueObservations.remove(self, from: object) }
        object = nil
    }

    deinit { invalidate() }
}

/// Types whose properties can be observed with `observe(_:options:changeHandler:)`.
public protocol _KeyValueCodingAndObserving {}

extension _KeyValueCodingAndObserving where Self: AnyObject {
    /// Calls `changeHandler` whenever the value at `keyPath` changes (and at once with `.initial`).
    public func observe<Value>(_ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
                               changeHandler: @escaping (Self, NSKeyValueObservedChange<Value>) -> Void) -> NSKeyValueObservation {
        if options.contains(.prior) {
            RecordingLog.error("observe(\(keyPath), options: .prior): prior notifications are not delivered here (a change is seen only after it is made); drop .prior and read oldValue")
        }
        let observation = NSKeyValueObservation()
        var last = self[keyPath: keyPath]
        observation.check = { [weak self] in
            guard let object = self else { return }
            let now = object[keyPath: keyPath]
            if KeyValueObservations.same(last, now) { return }
            let old = last
            last = now
            changeHandler(object, NSKeyValueObservedChange(kind: .setting, newValue: options.contains(.new) ? now : nil,
                                                           oldValue: options.contains(.old) ? old : nil, indexes: nil, isPrior: false))
        }
        KeyValueObservations.add(observation, to: self)
        if options.contains(.initial) {
            changeHandler(self, NSKeyValueObservedChange(kind: .setting, newValue: options.contains(.new) ? last : nil,
                                                         oldValue: nil, indexes: nil, isPrior: false))
        }
        return observation
    }
}

extension CALayer: _KeyValueCodingAndObserving {}

/// The running observations by observed object; setters call `changed(_:)`.
package enum KeyValueObservations {
    private final class Entry {
        weak var object: AnyObject?
        var observations: [Weak] = []
        init(_ o: AnyObject) { object = o }
    }
    private struct Weak { weak var observation: NSKeyValueObservation? }

    nonisolated(unsafe) private static var entries: [ObjectIdentifier: Entry] = [:]

    /// Runs the observations of `object` (cheap when nothing is observed).
    package static func changed(_ object: AnyObject) {
        guard !entries.isEmpty, let entry = entries[ObjectIdentifier(object)], entry.object === object else { return }
        for w in entry.observations { w.observation?.check?() }
    }

    /// Runs every observation (the recorder does this before each frame, so a change that no
    /// setter announced is still seen, at the latest by the next frame).
    package static func checkAll() {
        guard !entries.isEmpty else { return }
        for entry in Array(entries.values) where entry.object != nil {
            for w in entry.observations { w.observation?.check?() }
        }
    }

    fileprivate static func add(_ observation: NSKeyValueObservation, to object: AnyObject) {
        entries = entries.filter { $0.value.object != nil }
        let id = ObjectIdentifier(object)
        let entry = entries[id].flatMap { $0.object === object ? $0 : nil } ?? Entry(object)
        entry.observations.removeAll { $0.observation == nil }
        entry.observations.append(Weak(observation: observation))
        entries[id] = entry
        observation.object = object
    }

    fileprivate static func remove(_ observation: NSKeyValueObservation, from object: AnyObject) {
        let id = ObjectIdentifier(object)
        guard let entry = entries[id] else { return }
        entry.observations.removeAll { $0.observation == nil || $0.observation === observation }
        if entry.observations.isEmpty { entries[id] = nil }
    }

    /// Whether two values of a key path are the same: `==` for equatable values, identity for
    /// objects; any other value counts as changed.
    static func same(_ a: Any, _ b: Any) -> Bool {
        if let x = a as? any Equatable { return x.isEqual(toAny: b) }
        if type(of: a) is AnyClass, type(of: b) is AnyClass { return (a as AnyObject) === (b as AnyObject) }
        return false
    }
}

extension Equatable {
    fileprivate func isEqual(toAny other: Any) -> Bool { (other as? Self).map { $0 == self } ?? false }
}
