import type { FinanceServerCatalog } from './en.ts';

const financeServerZhCn: FinanceServerCatalog = {
  errors: {
    UPLOAD_TYPE_NOT_ALLOWED: '此处不接受该文件类型，请选择 {{formats}} 格式的图片',
    UPLOAD_TOO_LARGE: '文件过大（最大 {{maxMb}} MB）',
    UPLOAD_IMAGE_INVALID: '无法读取该图片，请重新选择',
    UPLOAD_IMAGE_DIMENSIONS: '图片尺寸过大（最多 {{max}} 像素）',
    FILE_REQUIRED: '请选择文件',
    RECHARGE_CONFIG_INACTIVE: '充值配置已停用',
    RECHARGE_AMOUNT_TOO_SMALL: '充值金额不能少于 {{min}} USDT',
    RECHARGE_AMOUNT_TOO_LARGE: '充值金额不能超过 {{max}} USDT',
    PROOF_NOT_FOUND: '未找到支付凭证，请重新上传',
    PROOF_ALREADY_USED: '该支付凭证已用于另一笔充值，请查看充值记录，或上传新一笔付款的凭证',
    PROOF_ALREADY_CREDITED: '该充值的支付凭证已为充值 {{orderNo}} 入账，请驳回此笔',
    ORDER_STATUS_CHANGED: '订单状态已变更，请刷新',
    WITHDRAWAL_CONFIG_INACTIVE: '该提现方式暂不可用',
    WITHDRAWAL_AMOUNT_TOO_SMALL: '提现金额不能少于 {{min}} {{currency}}',
    WITHDRAWAL_AMOUNT_TOO_LARGE: '提现金额不能超过 {{max}} {{currency}}',
    WITHDRAWAL_DAILY_LIMIT:
      '超出每日提现限额 {{limit}} {{currency}}，今日还可提现 {{remaining}} {{currency}}',
    WITHDRAWAL_ADDRESS_INVALID: '这不是有效的 {{network}} 地址',
    WITHDRAWAL_FEE_CHANGED: '本次提现的手续费已变为 {{fee}} {{currency}}，请核对后重新确认',
    WITHDRAWAL_PASSWORD_NOT_SET: '请先设置提现密码',
    WITHDRAWAL_PASSWORD_INCORRECT: '提现密码错误，还可尝试 {{remaining}} 次',
    WITHDRAWAL_LOCKED: '提现密码错误次数过多，提现已锁定，请 {{minutes}} 分钟后再试',
    WITHDRAWAL_ON_HOLD: '为了您的账户安全，修改密码后 24 小时内暂停提现，请 {{hours}} 小时后再试',
    SECOND_APPROVAL_REQUIRED: '此笔提现需先由另一位财务人员审批',
    SAME_OPERATOR: '第二次审批必须由另一位操作员完成',
  },
  validation: {
    amountRequired: '请输入金额',
    amountInvalid: '请输入有效的金额',
    configRequired: '请先选择方式',
    proofRequired: '请上传支付凭证',
    reasonRequired: '请填写原因',
    addressRequired: '请输入提现地址',
    addressInvalid: '地址格式不正确',
    txIdRequired: '请输入交易哈希',
    withdrawalPasswordRequired: '请输入提现密码',
    withdrawalPasswordDigits: '提现密码只能包含数字',
    withdrawalPasswordLength: '提现密码至少 6 位数字',
    withdrawalPasswordSame: '新提现密码不能与当前密码相同',
    currentPasswordRequired: '请输入当前提现密码',
  },
  mail: {
    rechargeCompletedSubject: '您在 {{appName}} 的 {{amount}} USDT 充值已到账',
    rechargeCompletedBody:
      '您的充值订单 {{orderNo}} 已确认，扣除手续费 {{fee}} USDT 后，{{actualAmount}} USDT 已存入您的余额。',
    rechargeRejectedSubject: '您在 {{appName}} 的充值订单 {{orderNo}} 已被拒绝',
    rechargeRejectedBody:
      '您的充值订单 {{orderNo}}（{{amount}} USDT）已被拒绝，原因：{{reason}}。如您已付款，请携带支付凭证联系客服。',
    rechargeFailedSubject: '您在 {{appName}} 的充值订单 {{orderNo}} 已失败',
    rechargeFailedBody:
      '您的充值订单 {{orderNo}}（{{amount}} USDT）在 24 小时内未获确认，已关闭。如您已付款，请联系客服。',
    withdrawalCompletedSubject: '您在 {{appName}} 的 {{amount}} USDT 提现已发出',
    withdrawalCompletedBody:
      '您的提现订单 {{orderNo}}（{{amount}} USDT）已发送至 {{address}}。交易哈希：{{txId}}。',
    withdrawalRejectedSubject: '您在 {{appName}} 的提现订单 {{orderNo}} 已被拒绝',
    withdrawalRejectedBody:
      '您的提现订单 {{orderNo}}（{{amount}} USDT）已被拒绝，{{total}} USDT 已退回您的可用余额。原因：{{reason}}。如有疑问，请联系客服。',
    withdrawalFailedSubject: '您在 {{appName}} 的提现订单 {{orderNo}} 已失败',
    withdrawalFailedBody:
      '您的提现订单 {{orderNo}}（{{amount}} USDT）未能完成，{{total}} USDT 已退回您的可用余额。原因：{{reason}}。请联系客服。',
  },
};

export default financeServerZhCn;
