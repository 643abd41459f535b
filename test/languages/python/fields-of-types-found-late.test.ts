import { detectInFixture } from '../../helpers/fixtures';

/**
 * Fields renamed where their type itself was found late, or is no type of the old side.
 */
describe('Python: fields of types found late', () => {
  // A class rewritten on its way to another module under a new name, found by a script's
  // top-level code that built the old class and builds the new one; its `__init__`, rewritten
  // beyond pairing, still renames the field it sets from `yard_width`, now `yard_size`.
  // The removed `RecentLog` and the added `ShiftTimer`, which no kept code named, stay apart.
  it('pairs a class through a script that switched to it, and its fields set from renamed parameters', async () => {
    expect(await detectInFixture('python/class-renamed-by-script')).toEqual([
      'Add Parameter stock/order_router.py.OrderRouter#pick_lane(lane_mask) -> dispatch/lane_balancer.py.LaneBalancer.pick_lane(hint, lane_mask)#hint',
      'Move And Rename Class stock/order_router.py#OrderRouter -> dispatch/lane_balancer.py#LaneBalancer',
      'Rename Field stock/order_router.py.OrderRouter#n_ticks -> dispatch/lane_balancer.py.LaneBalancer#clock',
      'Rename Field stock/order_router.py.OrderRouter#settle_ticks -> dispatch/lane_balancer.py.LaneBalancer#settling_ticks',
      'Rename Field stock/order_router.py.OrderRouter#yard_width -> dispatch/lane_balancer.py.LaneBalancer#yard_size',
      'Rename Method stock/order_router.py.OrderRouter#balance_load() -> dispatch/lane_balancer.py.LaneBalancer#balance_lanes()',
      'Rename Parameter stock/order_router.py.OrderRouter.record(parcel, lane, cost, is_last)#parcel -> dispatch/lane_balancer.py.LaneBalancer.record(lane, cost, is_last, next_parcel)#next_parcel',
      'Rename Variable stock/order_router.py.OrderRouter.balance_load()#chunk -> dispatch/lane_balancer.py.LaneBalancer.balance_lanes()#subchunk',
    ]);
  });

  // Module constants moved into a class: the one renamed on the way (`PADDING_TOKEN` ->
  // `PAD_TOKEN`, the same value, read by name where the old one was) went with them. `MASK_TOKEN`
  // and `SEPARATOR` hold other values; `DEFAULT_LANG` and `LANGUAGE` the same one, but no kept
  // code switched from one to the other: neither pair is a rename.
  it('pairs a constant renamed on its way to where its siblings went, and only that one', async () => {
    expect(await detectInFixture('python/constants-moved-into-class')).toEqual([
      'Move And Rename Field text/constants.py#PADDING_TOKEN -> text/vocabulary.py.SpecialTokens#PAD_TOKEN',
      'Move Field text/constants.py#BOS_TOKEN -> text/vocabulary.py.SpecialTokens#BOS_TOKEN',
      'Move Field text/constants.py#EOS_TOKEN -> text/vocabulary.py.SpecialTokens#EOS_TOKEN',
      'Move Field text/constants.py#UNK_TOKEN -> text/vocabulary.py.SpecialTokens#UNK_TOKEN',
    ]);
  });
});
