import Foundation
import StoreKitCore
import Testing

@testable import StoreKitDemo

@Suite struct FaultPlanTests {
    @Test func parsesEveryForm() throws {
        let plan = try FaultPlan(parsing: "1:503, 3-4:429:2,6-:reset,%5:throttled")
        #expect(plan.fault(forRequest: 1) == .status(503, retryAfter: nil))
        #expect(plan.fault(forRequest: 2) == nil)
        #expect(plan.fault(forRequest: 4) == .status(429, retryAfter: 2))
        #expect(plan.fault(forRequest: 5) == .throttled)
        #expect(plan.fault(forRequest: 99) == .reset)
        #expect(try FaultPlan(parsing: "1:hang").fault(forRequest: 1) == .hang(seconds: 120))
        #expect(try FaultPlan(parsing: "1:429").fault(forRequest: 1) == .status(429, retryAfter: 1))
    }

    @Test(arguments: ["3", "0:503", "x:503", "1:teapot", "4-2:503", "%0:503", "1:hang:soon"])
    func refusesBadSpecs(_ spec: String) {
        #expect(throws: FaultPlanError.self) { try FaultPlan(parsing: spec) }
    }
}
