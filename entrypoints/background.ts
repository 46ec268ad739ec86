import '@/utils/protocol/zod';
import { defineBackground } from 'wxt/utils/define-background';

export default defineBackground({
  persistent: true,
  main() {},
});
