/// The stored channels of registered features (dependencies and shared state), and the clients
/// and keys they reach, each given once however many features register it.
struct RegisteredChannels {
  private(set) var clients: [String: DependencyClient] = [:]
  private(set) var keys: [String: SharedKey] = [:]
  /// The feature that registered each client and key first, to name it in a conflict.
  private var clientOwners: [String: FeatureID] = [:]
  private var keyOwners: [String: FeatureID] = [:]

  /// The channels `introspection` registers for feature `id`.
  ///
  /// - Throws: ``IntrospectionError/conflictingRegistration(id:first:second:)`` when another
  ///   feature registered a client or key of the same id differently.
  mutating func channels(of introspection: Introspection, for id: FeatureID)
    throws(IntrospectionError) -> [Channel]
  {
    var channels: [Channel] = []
    for registration in introspection.dependencies {
      try add(registration.client, from: id)
      channels.append(
        Channel(
          kind: .dependency, from: .feature(id), to: .dependency(registration.client.id),
          access: registration.access, name: registration.name))
    }
    for registration in introspection.sharedState {
      let keys = registration.keys(of: id)
      for key in keys { try add(key, from: id) }
      guard let own = keys.first else { continue }
      channels.append(
        Channel(
          kind: .sharedState, from: .feature(id), to: .sharedKey(own.id),
          access: registration.access, name: registration.field))
    }
    return channels
  }

  private mutating func add(_ client: DependencyClient, from feature: FeatureID)
    throws(IntrospectionError)
  {
    if let known = clients[client.id] {
      guard known == client else {
        throw .conflictingRegistration(
          id: client.id, first: clientOwners[client.id] ?? feature, second: feature)
      }
      return
    }
    clients[client.id] = client
    clientOwners[client.id] = feature
  }

  private mutating func add(_ key: SharedKey, from feature: FeatureID) throws(IntrospectionError) {
    if let known = keys[key.id] {
      guard known == key else {
        throw .conflictingRegistration(
          id: key.id, first: keyOwners[key.id] ?? feature, second: feature)
      }
      return
    }
    keys[key.id] = key
    keyOwners[key.id] = feature
  }
}
