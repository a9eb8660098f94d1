import StoreKitCore

extension Outcome {
    var userErrorSources: [UserErrorSource] { userErrors.map { UserErrorSource(field: $0.field, message: $0.message, code: $0.code) } }
    var warningSources: [WarningSource] { warnings.map { WarningSource(code: $0.code, message: $0.message, target: $0.target) } }
}
