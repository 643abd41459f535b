import { describeEveryEntryPoint } from '../entry-points';

const BEFORE = `namespace Shop.Notifications;

public abstract class Notifier
{
    public abstract void Send(string recipient, string message);
}

public class SmsNotifier : Notifier
{
    public override void Send(string recipient, string message)
    {
        Gateway.Deliver(recipient, Shorten(message, 160));
    }

    protected string Shorten(string text, int limit)
    {
        if (text.Length <= limit) return text;
        var cut = text.LastIndexOf(' ', limit - 3);
        return text.Substring(0, cut > 0 ? cut : limit - 3) + "...";
    }
}
`;
const AFTER = `namespace Shop.Notifications;

public abstract class Notifier
{
    public abstract void Send(string recipient, string message);

    protected string Shorten(string text, int limit)
    {
        if (text.Length <= limit) return text;
        var cut = text.LastIndexOf(' ', limit - 3);
        return text.Substring(0, cut > 0 ? cut : limit - 3) + "...";
    }
}

public class SmsNotifier : Notifier
{
    public override void Send(string recipient, string message)
    {
        Gateway.Deliver(recipient, Shorten(message, 160));
    }
}
`;

describeEveryEntryPoint('a C# pull-up through every entry point', {
  path: 'src/Notifications/Notifier.cs',
  before: BEFORE,
  after: AFTER,
  type: 'Pull Up Method',
  textLine: 'Pull Up Method Shorten(string, int) from class Shop.Notifications.SmsNotifier to class Shop.Notifications.Notifier',
  trailer: 'Refactoring: Pull Up Method Shop.Notifications.SmsNotifier.Shorten(string, int) -> Shop.Notifications.Notifier.Shorten(string, int)',
});
