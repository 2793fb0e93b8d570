import Foundation

// Covers the Objective-C runtime's associated objects: `objc_setAssociatedObject`,
// `objc_getAssociatedObject`, `objc_removeAssociatedObjects`, with every `objc_AssociationPolicy`.
// Views and view controllers (every UIResponder) carry their associations themselves, so they are
// released exactly when the owner is; any other object's live in a side table that holds the owner
// weakly and lets go of a dead owner's associations at the next associated-object call.
// ASSIGN holds an object weakly (it reads nil once the object is gone, where the Objective-C
// runtime would hand back a dangling pointer); atomicity is moot on one thread.

/// How an associated value is held (the raw values are the Objective-C runtime's).
public enum objc_AssociationPolicy: UInt, Sendable {
    /// Not retained (weakly held here).
    case OBJC_ASSOCIATION_ASSIGN = 0
    /// Retained.
    case OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1
    /// Copied (`NSCopying`), then retained.
    case OBJC_ASSOCIATION_COPY_NONATOMIC = 3
    /// Retained (atomic on Apple's runtime).
    case OBJC_ASSOCIATION_RETAIN = 769
    /// Copied (atomic on Apple's runtime).
    case OBJC_ASSOCIATION_COPY = 771
}

/// Associates `value` with `object` under `key` (nil removes the association).
public func objc_setAssociatedObject(_ object: Any, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy) {
    AssociatedObjects.of(object as AnyObject, creating: value != nil)?.set(value, for: key, policy: policy)
}

/// The value associated with `object` under `key`, if any.
public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? {
    AssociatedObjects.of(object as AnyObject, creating: false)?.value(for: key)
}

/// Removes every association of `object`.
public func objc_removeAssociatedObjects(_ object: Any) {
    AssociatedObjects.of(object as AnyObject, creating: false)?.removeAll()
}

/// The associations of one owner, keyed by the key's address.
package final class AssociatedObjects {
    private enum Held {
        case strong(Any)
        case weak(WeakReference)
    }
    private final class WeakReference { weak var object: AnyObject?; init(_ o: AnyObject) { object = o } }

    private var values: [UnsafeRawPointer: Held] = [:]

    package init() {}

    func set(_ value: Any?, for key: UnsafeRawPointer, policy: objc_AssociationPolicy) {
        guard let value else { values[key] = nil; return }
        switch policy {
        case .OBJC_ASSOCIATION_ASSIGN:
            if type(of: value) is AnyClass { values[key] = .weak(WeakReference(value as AnyObject)) } else { values[key] = .strong(value) }
        case .OBJC_ASSOCIATION_RETAIN, .OBJC_ASSOCIATION_RETAIN_NONATOMIC:
            values[key] = .strong(value)
        case .OBJC_ASSOCIATION_COPY, .OBJC_ASSOCIATION_COPY_NONATOMIC:
            if let copying = value as? NSCopying {
                values[key] = .strong(copying.copy(with: nil))
            } else {
                if type(of: value) is AnyClass {
                    RecordingLog.error("objc_setAssociatedObject with a COPY policy: \(type(of: value)) does not conform to NSCopying (the Objective-C runtime would stop here: unrecognized selector copyWithZone:)")
                }
                values[key] = .strong(value)
            }
        }
    }

    func value(for key: UnsafeRawPointer) -> Any? {
        switch values[key] {
        case .strong(let v): v
        case .weak(let w): w.object
        case nil: nil
        }
    }

    func removeAll() { values.removeAll() }

    // MARK: Where an owner's associations live

    /// Owners that do not carry their own storage, held weakly.
    nonisolated(unsafe) private static var table: [ObjectIdentifier: (owner: WeakReference, objects: AssociatedObjects)] = [:]

    /// The associations of `owner` (made on first use when `creating`).
    static func of(_ owner: AnyObject, creating: Bool) -> AssociatedObjects? {
        if let responder = owner as? UIResponder { return responder.associatedObjects }
        // A dead owner's entry goes first: its identifier may be reused by a new object.
        table = table.filter { $0.value.owner.object != nil }
        let id = ObjectIdentifier(owner)
        if let entry = table[id], entry.owner.object === owner { return entry.objects }
        guard creating else { return nil }
        let objects = AssociatedObjects()
        table[id] = (WeakReference(owner), objects)
        return objects
    }

    /// How many owners the side table holds (tests check that dead owners leave it).
    package static var sideTableCount: Int {
        table = table.filter { $0.value.owner.object != nil }
        return table.count
    }
}
