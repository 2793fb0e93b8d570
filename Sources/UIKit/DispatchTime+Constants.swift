// Status: Dispatch's time constants as Darwin's <dispatch/time.h> defines them (NSEC_PER_SEC,
// NSEC_PER_MSEC, NSEC_PER_USEC, USEC_PER_SEC, MSEC_PER_SEC: all UInt64), which Swift on
// Linux's Dispatch does not export. Nothing else of time.h (dispatch_time, DISPATCH_TIME_NOW).

/// Nanoseconds per second.
public let NSEC_PER_SEC: UInt64 = 1_000_000_000
/// Nanoseconds per millisecond.
public let NSEC_PER_MSEC: UInt64 = 1_000_000
/// Nanoseconds per microsecond.
public let NSEC_PER_USEC: UInt64 = 1_000
/// Microseconds per second.
public let USEC_PER_SEC: UInt64 = 1_000_000
/// Milliseconds per second.
public let MSEC_PER_SEC: UInt64 = 1_000
