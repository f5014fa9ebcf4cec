import Synchronization
import ViewKit

/// Runs asynchronous work (API requests) and delivers each result on the app loop's thread.
public protocol EffectRunner: AnyObject {
  /// Runs `work`, then calls `deliver` with its result on the loop's thread.
  ///
  /// - Parameters:
  ///   - work: the request to run, off the loop's thread.
  ///   - deliver: gets the result, on the loop's thread.
  func run<Value: Sendable>(
    _ work: @escaping @Sendable () async throws(APIError) -> Value,
    then deliver: @escaping (Result<Value, APIError>) -> Void)
}

/// A value handed to the loop's thread: safe because it is only touched there.
struct LoopBound<Value>: @unchecked Sendable {
  let value: Value
}

/// Runs work in tasks and posts results to a ``LoopQueue``.
public final class LoopEffectRunner: EffectRunner {
  let queue: LoopQueue

  /// Creates a runner posting to a queue.
  ///
  /// - Parameter queue: the app loop's queue, which results are posted to.
  public init(queue: LoopQueue) { self.queue = queue }

  /// Runs work in a task; the result comes back through the queue.
  ///
  /// - Parameters:
  ///   - work: the request to run, in a detached task.
  ///   - deliver: gets the result, posted through the queue.
  public func run<Value: Sendable>(
    _ work: @escaping @Sendable () async throws(APIError) -> Value,
    then deliver: @escaping (Result<Value, APIError>) -> Void
  ) {
    let deliver = LoopBound(value: deliver)
    let queue = self.queue
    Task.detached {
      let result: Result<Value, APIError>
      do throws(APIError) {
        result = .success(try await work())
      } catch {
        result = .failure(error)
      }
      queue.post { deliver.value(result) }
    }
  }
}

/// Keeps work until told to finish it: deterministic, for tests and stories.
public final class ManualEffectRunner: EffectRunner {
  private var pending: [() async -> Void] = []

  /// Creates a runner with no work waiting.
  public init() {}

  /// How many effects wait.
  public var count: Int { pending.count }

  /// Keeps the work until ``finishAll()`` runs it.
  ///
  /// - Parameters:
  ///   - work: the request to run later.
  ///   - deliver: gets the result when the work is finished.
  public func run<Value: Sendable>(
    _ work: @escaping @Sendable () async throws(APIError) -> Value,
    then deliver: @escaping (Result<Value, APIError>) -> Void
  ) {
    pending.append {
      do throws(APIError) {
        deliver(.success(try await work()))
      } catch {
        deliver(.failure(error))
      }
    }
  }

  /// Finishes every waiting effect, and any they start, in order.
  public func finishAll() async {
    while !pending.isEmpty {
      let next = pending.removeFirst()
      await next()
    }
  }

  /// Finishes every waiting effect, as ``finishAll()``; what an ``AppDriver``'s `effects` runs.
  ///
  /// - Returns: whether there were any.
  public func finishPending() async -> Bool {
    guard !pending.isEmpty else { return false }
    await finishAll()
    return true
  }
}
