import type { CstNode } from '../../core/cst';
import type { NodeIdGenerator } from '../plugin';
import { PROTOTYPE_SUFFIX, signatureOf } from './definitions';
import { takeUniqueName } from '../sibling-names';

/**
 * ES5 classes. A constructor function with functions assigned to its prototype
 * (`Router.prototype.handle = function`, through an alias `var proto = Router.prototype`, or in
 * an object literal `Router.prototype = { handle: function }`) is a class to the language, and to
 * its users. It becomes a Class node `Router` whose `constructor` Method is the function (its
 * nested definitions and calls go with it), with the prototype functions and the statics
 * (`Router.create = function`) as its Methods. Rewriting it with `class` syntax then changes no
 * identity: no member "moves" into the class, and no removed prototype function is taken for code
 * inlined into its callers.
 *
 * Only a function (or class) declared next to its members, once, owns them; a receiver declared
 * elsewhere (`Chart.prototype.update` with `Chart` imported) leaves the member a Function.
 */
export function groupPrototypeClasses(parent: CstNode, receivers: ReadonlyMap<CstNode, string>, aliases: ReadonlyMap<string, string>, ids: NodeIdGenerator): Map<CstNode, CstNode> {
  const constructors = new Map<CstNode, CstNode>();
  groupIn(parent, receivers, aliases, ids, constructors);
  return constructors;
}

function groupIn(parent: CstNode, receivers: ReadonlyMap<CstNode, string>, aliases: ReadonlyMap<string, string>, ids: NodeIdGenerator, constructors: Map<CstNode, CstNode>): void {
  for (const child of parent.children) groupIn(child, receivers, aliases, ids, constructors);
  const owners = uniqueOwners(parent);
  const instanceMembers = new Map<CstNode, CstNode[]>();
  const staticMembers = new Map<CstNode, CstNode[]>();
  for (const child of parent.children) {
    const receiver = receivers.get(child);
    if (receiver === undefined || child.type !== 'Function') continue;
    const prototypeOf = receiver.endsWith(PROTOTYPE_SUFFIX) ? receiver.slice(0, -PROTOTYPE_SUFFIX.length) : aliases.get(receiver);
    const owner = owners.get(prototypeOf ?? receiver);
    if (!owner) continue;
    const members = prototypeOf !== undefined ? instanceMembers : staticMembers;
    const list = members.get(owner);
    if (list) list.push(child);
    else members.set(owner, [child]);
  }
  if (instanceMembers.size === 0) return;
  const moved = new Set<CstNode>();
  for (const [owner, members] of instanceMembers) {
    const constructor = owner.type === 'Function' ? becomeClass(owner, ids) : undefined;
    if (constructor) constructors.set(owner, constructor);
    const used = new Set(owner.children.map((member) => member.localName));
    for (const member of [...members, ...(staticMembers.get(owner) ?? [])]) {
      becomeMethod(member, used);
      owner.children.push(member);
      moved.add(member);
    }
  }
  parent.children = parent.children.filter((child) => !moved.has(child));
}

/** Functions and classes named once among these siblings, by name. */
function uniqueOwners(parent: CstNode): Map<string, CstNode> {
  const owners = new Map<string, CstNode>();
  const repeated = new Set<string>();
  for (const child of parent.children) {
    if (child.type !== 'Function' && child.type !== 'Class') continue;
    if (owners.has(child.simpleName)) repeated.add(child.simpleName);
    owners.set(child.simpleName, child);
  }
  for (const name of repeated) owners.delete(name);
  return owners;
}

/** Turns a constructor function into its class; returns the `constructor` Method holding its code. */
function becomeClass(fn: CstNode, ids: NodeIdGenerator): CstNode {
  const constructor: CstNode = {
    id: ids.take(),
    type: 'Method',
    simpleName: 'constructor',
    localName: signatureOf('constructor', fn.parameters),
    signature: signatureOf('constructor', fn.parameters),
    parameters: fn.parameters,
    location: fn.location,
    stereotypes: ['TYPE_CONSTRUCTOR'],
    children: fn.children,
  };
  fn.type = 'Class';
  fn.localName = fn.simpleName;
  fn.signature = fn.simpleName;
  fn.parameters = [];
  fn.children = [constructor];
  return constructor;
}

function becomeMethod(fn: CstNode, used: Set<string>): void {
  fn.type = 'Method';
  fn.stereotypes = [...fn.stereotypes.filter((stereotype) => stereotype !== 'TYPE_MEMBER'), 'TYPE_MEMBER'];
  fn.localName = takeUniqueName(used, fn.signature ?? fn.localName);
}
