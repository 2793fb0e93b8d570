import Foundation

// Covers `NotificationCenter.addObserver(_:selector:name:object:)` with the module's Selector
// (Foundation on Linux has only the block form) and `removeObserver(_:)` /
// `removeObserver(_:name:object:)` for such observers. As on iOS 9 and later, the centre does
// not retain the observer, and an observer that is gone is dropped.

extension NotificationCenter {
    /// Calls `aSelector` (taking nothing, a `Notification` or an `NSNotification`) on `observer`
    /// for each matching notification, synchronously on the posting thread.
    public func addObserver(_ observer: Any, selector aSelector: Selector, name aName: NSNotification.Name?, object anObject: Any?) {
        let target = observer as AnyObject
        let registration = SelectorObservation(observer: target, name: aName, object: anObject as AnyObject?)
        registration.token = addObserver(forName: aName, object: anObject, queue: nil) { [weak self, weak registration] note in
            guard let observer = registration?.observer else {
                if let self, let registration { self.drop(registration) }
                return
            }
            if aSelector.invoke(on: observer, sender: note) { return }
            let bridged = NSNotification(name: note.name, object: note.object, userInfo: note.userInfo)
            if !aSelector.invoke(on: observer, sender: bridged) {
                RecordingLog.error("NotificationCenter: the selector's method for '\(note.name.rawValue)' does not belong to \(type(of: observer)) or does not take a Notification")
            }
        }
        SelectorObservation.all.append(registration)
    }

    /// Removes every registration of `observer` (selector-based and Foundation's own).
    public func removeObserver(_ observer: AnyObject) {
        removeObserver(observer, name: nil, object: nil)
    }

    /// Removes `observer`'s registrations for `aName` (nil: any) and `anObject` (nil: any).
    public func removeObserver(_ observer: AnyObject, name aName: NSNotification.Name?, object anObject: Any?) {
        let sender = anObject as AnyObject?
        for r in SelectorObservation.all where r.observer === observer && (aName == nil || r.name == aName) && (sender == nil || r.object === sender) {
            drop(r)
        }
        removeObserver(observer as Any, name: aName, object: anObject)
    }

    private func drop(_ r: SelectorObservation) {
        if let token = r.token { removeObserver(token as Any) }
        SelectorObservation.all.removeAll { $0 === r }
    }
}

/// One selector registration: the observer (weakly), what it listens for, and Foundation's token.
private final class SelectorObservation {
    nonisolated(unsafe) static var all: [SelectorObservation] = []
    weak var observer: AnyObject?
    let name: NSNotification.Name?
    weak var object: AnyObject?
    var token: NSObjectProtocol?
    init(observer: AnyObject, name: NSNotification.Name?, object: AnyObject?) {
        self.observer = observer
        self.name = name
        self.object = object
    }
}
