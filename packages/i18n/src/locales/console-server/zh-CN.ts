const consoleServerZhCn = {
  errors: {
    CSRF_TOKEN_INVALID: '无法确认您的会话，请刷新页面',
    OPERATOR_DISABLED: '该操作员账号已停用',
    ENROLMENT_TOKEN_INVALID: '设置步骤已过期，请重新登录',
    INVITATION_INVALID: '邀请无效或已过期',
    LAST_OWNER: '不能停用最后一位有效的所有者，也不能更改其角色',
    OPERATOR_SELF_DISABLE: '不能停用自己的账号，须由其他所有者操作',
    OPERATOR_EXISTS: '该邮箱的操作员已存在',
    INVITATION_NOT_PENDING: '该邀请已被接受、撤销或已过期',
    OPERATOR_CANNOT_ANSWER: '该操作员无法处理客服会话',
    ACCOUNT_FROZEN: '您的账户已被冻结，请联系客服',
    ACCOUNT_FROZEN_SIGNED_OUT: '您的账户已被冻结，请联系客服',
    WITHDRAWAL_ACCOUNT_FROZEN:
      '该用户账户已被冻结：此提现不能领取、复核或出款。可拒绝以将资金退回用户余额，或先解冻账户',
  },
  validation: {
    totpCodeFormat: '请输入 6 位验证码',
    operatorPasswordLength: '密码长度须为 12 至 128 个字符',
    operatorNameRequired: '请输入姓名',
    reasonRequired: '请填写原因',
    urlInvalid: '请输入以 https:// 或 / 开头的链接',
    imagePathInvalid: '请上传图片，或输入以 / 开头的本站路径',
    imageNotUploaded: '请在此重新上传该图片：只能显示在控制台上传的图片',
    contractPeriod: '周期只能是 30、60、300 或 900 秒',
    contractPeriodDuplicate: '每个周期只能填写一次',
    contractPeriodsNoneEnabled: '请至少启用一个周期',
    contractAmountInvalid: '请输入大于 0 的金额，整数最多 18 位，小数最多 8 位',
    payoutRateInvalid: '请输入大于 0 且不超过 10 的赔付率，最多 18 位小数',
    feeRateInvalid: '请输入不小于 0 且小于 1 的费率，最多 18 位小数',
    networkAddressInvalid: '这不是有效的 {{network}} 地址',
    maxBelowMin: '最高金额不能低于最低金额',
    dailyLimitBelowMin: '每日限额不能低于最低金额',
  },
  mail: {
    operatorInviteSubject: '邀请您加入 {{appName}} 管理后台',
    operatorInviteBody:
      '{{name}}，您好：您已被邀请以 {{role}} 角色加入 {{appName}} 管理后台。请在 {{hours}} 小时内打开以下链接设置密码：{{link}} 首次登录时需要绑定身份验证器应用。如果您并未期待此邀请，请忽略本邮件。',
  },
};

export default consoleServerZhCn;
