export class MarkDirectMessagesReadCommand {
  constructor(
    readonly readerId: string,
    readonly partnerId: string,
  ) {}
}
